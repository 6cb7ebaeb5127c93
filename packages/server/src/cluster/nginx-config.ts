// The nginx in front of a cluster of server processes (`npm run start:cluster`, cluster.ts): one
// upstream of the processes' loopback ports, the least busy chosen, a request whose process is
// down retried on another only when it is safe (nginx never resends a POST or PATCH whose
// connection was made: `non_idempotent` is not set), the proxy's request id passed on
// (TRUST_PROXY keeps it in our logs), uploads up to the server's own limit, and answers streamed
// (progress events) rather than buffered.

export type NginxConfig = {
  /** Where nginx listens (the one address users see). */
  listen: { host: string; port: number };
  /** The server processes' loopback ports. */
  upstreams: number[];
  /** A folder of nginx's own: its pid file and temporary files. */
  runDir: string;
  /** The largest request body, in megabytes (the server refuses larger itself). */
  bodyLimitMb: number;
};

export function nginxConfig(config: NginxConfig): string {
  const servers = config.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join("\n");
  const run = config.runDir;
  return `# Made by Fenestra's start:cluster (packages/server/src/cluster/nginx-config.ts); edits are lost.
worker_processes auto;
daemon off;
pid ${run}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${run}/body;
  proxy_temp_path ${run}/proxy;
  fastcgi_temp_path ${run}/fastcgi;
  uwsgi_temp_path ${run}/uwsgi;
  scgi_temp_path ${run}/scgi;
  client_max_body_size ${config.bodyLimitMb}m;
  server_tokens off;
  upstream fenestra {
    least_conn;
${servers}
    keepalive 64;
  }
  server {
    listen ${config.listen.host}:${config.listen.port};
    location / {
      proxy_pass http://fenestra;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_buffering off;
    }
  }
}
`;
}
