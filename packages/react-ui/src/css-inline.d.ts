// A stylesheet imported as text (`?inline`): the embeddable element puts it in its own shadow root.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
