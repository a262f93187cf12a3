/** Signs in, returning the cookies a browser would hold (session and XSRF token). */
export async function signIn(baseUrl: string, email: string, password: string) {
  const csrf = await fetch(`${baseUrl}/v1/auth/csrf-cookie`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
  const session = /session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { token, cookie: `XSRF-TOKEN=${token}; session=${session}` };
}
