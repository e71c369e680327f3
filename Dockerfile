# The site in a container (docs/deploy.md). One image, both shapes:
#   embedded:  docker run -p 8080:8080 -v lsbu-data:/data -e JWT_SECRET=… lsbu
#   front:     docker run -p 8080:8080 -e SUPABASE_URL=… -e SUPABASE_ANON_KEY=… lsbu
# Build stage: install everything, build the site (dist/, with the server renderer in dist/.ssr),
# then drop the build tools.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run stage: Node, the runtime dependencies, the build and supabase/ (migrations, seed, the
# server). Runs as the image's unprivileged `node` user; the data folder is a volume.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/supabase ./supabase
RUN mkdir /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself (not npm) receives SIGTERM and drains before it exits.
CMD ["node", "--import", "tsx", "supabase/local/cli.ts", "start"]
