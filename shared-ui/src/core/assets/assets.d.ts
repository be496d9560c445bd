/** `picture.svg?inline`: the picture itself as a `data:` URL. */
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
