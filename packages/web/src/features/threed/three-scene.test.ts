import { DEFAULT_SERIES_GEOMETRY, layout } from "@fenestra/core";
import { twoPanelCasement } from "@fenestra/core/editor/test-editor";
import { buildScene } from "@fenestra/core/scene/scene";
import * as THREE from "three";
import { describe, expect, it } from "vitest";
import { buildThreeWindow, shininessOf, simpleTwin } from "./three-scene.ts";

const materialsOf = (root: THREE.Object3D) => {
  const out: THREE.Material[] = [];
  root.traverse((o) => {
    if (o instanceof THREE.Mesh) out.push(...(Array.isArray(o.material) ? o.material : [o.material]));
  });
  return out;
};

describe("simple shading (low quality)", () => {
  it("keeps a finish's colour, opacity and faces; glass in Lambert, the rest in Phong", () => {
    const glass = new THREE.MeshStandardMaterial({
      color: 0x88aacc,
      transparent: true,
      opacity: 0.3,
      side: THREE.DoubleSide,
      depthWrite: false,
    });
    const twin = simpleTwin(glass);
    expect(twin).toBeInstanceOf(THREE.MeshLambertMaterial);
    expect(twin.color.getHex()).toBe(0x88aacc);
    expect([twin.opacity, twin.transparent, twin.side, twin.depthWrite]).toEqual([
      0.3,
      true,
      THREE.DoubleSide,
      false,
    ]);
    const frame = simpleTwin(new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: 0.5 }));
    expect(frame).toBeInstanceOf(THREE.MeshPhongMaterial);
    expect(frame.transparent).toBe(false);
  });

  it("a metal's highlight is brighter, a smooth finish's sharper", () => {
    const metal = simpleTwin(
      new THREE.MeshStandardMaterial({ color: 0xcccccc, metalness: 1, roughness: 0.3 }),
    );
    const paint = simpleTwin(
      new THREE.MeshStandardMaterial({ color: 0xcccccc, metalness: 0, roughness: 0.3 }),
    );
    expect((metal as THREE.MeshPhongMaterial).specular.r).toBeGreaterThan(
      (paint as THREE.MeshPhongMaterial).specular.r,
    );
    expect(shininessOf(0.2)).toBeGreaterThan(shininessOf(0.6));
    expect(shininessOf(0)).toBeLessThanOrEqual(200);
    expect(shininessOf(1)).toBeGreaterThanOrEqual(4);
  });

  it("a window switches between its physical materials and their simple twins, and frees both", () => {
    const { design } = twoPanelCasement();
    const scene = buildScene(design, layout(design, DEFAULT_SERIES_GEOMETRY), DEFAULT_SERIES_GEOMETRY);
    const w = buildThreeWindow(scene);
    const physical = materialsOf(w.root);
    expect(physical.every((m) => m instanceof THREE.MeshStandardMaterial)).toBe(true);
    w.setShading("simple");
    const simple = materialsOf(w.root);
    expect(simple).toHaveLength(physical.length);
    expect(
      simple.every((m) => m instanceof THREE.MeshPhongMaterial || m instanceof THREE.MeshLambertMaterial),
    ).toBe(true);
    w.setShading("physical");
    expect(materialsOf(w.root)).toEqual(physical);
    const disposed = new Set<THREE.Material>();
    for (const m of w.materials) m.addEventListener("dispose", () => disposed.add(m));
    w.dispose();
    for (const m of [...physical, ...simple]) expect(disposed.has(m)).toBe(true);
  });
});
