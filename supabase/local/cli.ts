// Entry for `npm start` / `npm run db:reset`. Placeholder until the embedded backend lands:
// serves the built site from dist/ with an SPA fallback.
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const root = join(process.cwd(), 'dist')
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
}

if (process.argv[2] === 'start') {
  if (!existsSync(join(root, 'index.html'))) execSync('npx vite build', { stdio: 'inherit' })
  const port = Number(process.env.PORT ?? 4173)
  const host = process.env.HOST ?? '127.0.0.1'
  createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    let file = join(root, path)
    if (!file.startsWith(root) || !(await stat(file).catch(() => null))?.isFile()) file = join(root, 'index.html')
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    res.end(await readFile(file))
  }).listen(port, host, () => console.log(`Serving http://${host}:${port}`))
}
