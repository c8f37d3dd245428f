// Reads a PDF on stdin and prints its text (pdf-parse). A separate process: pdf.js loads its worker with a dynamic
// import, which Jest's CommonJS sandbox cannot run.
import { PDFParse } from "pdf-parse";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const result = await parser.getText();
await parser.destroy();
process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
