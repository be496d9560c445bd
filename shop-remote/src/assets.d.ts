/** Pictures are bundled as files; importing one gives its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

/** `picture.svg?inline`: the picture itself as a `data:` URL. */
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
