// A PNG a container imports is the picture's path inside its build (tooling/picture-rule.cjs).
declare module '*.png' {
  const path: string;
  export default path;
}
