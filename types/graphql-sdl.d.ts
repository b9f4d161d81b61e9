// .graphql files are bundled as text (wrangler [[rules]] Text; a Vite transform in tests).
declare module '*.graphql' {
  const sdl: string;
  export default sdl;
}
