// The Khronos glTF validator (npm gltf-validator) ships no types: the part the tests call.
declare module "gltf-validator" {
  export type ValidationReport = {
    issues: {
      numErrors: number;
      numWarnings: number;
      messages: { code: string; message: string; severity: number; pointer?: string }[];
    };
    info?: { drawCallCount?: number; totalVertexCount?: number; animationCount?: number };
  };
  export function validateBytes(
    data: Uint8Array,
    options?: { maxIssues?: number },
  ): Promise<ValidationReport>;
}
