// Whether this browser's WebGL draws in software (no GPU, or one it will not use: SwiftShader,
// llvmpipe): the 3D view then starts at low quality, without multisampling, and turns at a
// share of the pixels. Asked once, of a throwaway context that is released at once.

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;

let software: boolean | undefined;

export function softwareWebGL(): boolean {
  if (software === undefined) {
    const gl = document.createElement("canvas").getContext("webgl2");
    const info = gl?.getExtension("WEBGL_debug_renderer_info");
    software = gl && info ? SOFTWARE.test(String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL))) : false;
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
  }
  return software;
}
