// Whether this browser's WebGL draws in software (no GPU, or one it will not use: SwiftShader,
// llvmpipe): the 3D view then starts at low quality, without multisampling, and turns at a
// share of the pixels. Asked of the view's own context (no context of its own: making one costs
// as much as the view's in software WebGL) and remembered for the page's later views.

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;

let software: boolean | undefined;

/** Whether `gl` draws in software (a context that does not tell its renderer: not known as such, a GPU's). */
export function contextIsSoftware(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  return info ? SOFTWARE.test(String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL))) : false;
}

/** What an earlier view of this page found (undefined: no view yet). */
export function knownSoftware(): boolean | undefined {
  return software;
}

export function rememberSoftware(value: boolean) {
  software = value;
}
