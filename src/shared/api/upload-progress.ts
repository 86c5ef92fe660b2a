// fetch cannot report upload progress; for a multipart body that wants it, XMLHttpRequest sends the same
// request and its answer is handed back as a Response, so http.ts reads it like any other.

export type UploadProgress = (loaded: number, total: number) => void;

export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData; signal: AbortSignal },
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.response as Blob, { status: xhr.status, headers }));
    };
    const fail = () => reject(new TypeError('network error'));
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.ontimeout = fail;
    if (init.signal.aborted) {
      fail();
      return;
    }
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
