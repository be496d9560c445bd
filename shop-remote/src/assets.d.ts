/** Pictures are bundled as files; importing one gives its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
