/** Vite's `?raw` imports: a file's text as a string (the bot guide's example script). */
declare module '*?raw' {
  const text: string;
  export default text;
}
