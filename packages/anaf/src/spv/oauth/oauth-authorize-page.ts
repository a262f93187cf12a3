/**
 * The pages of the simulated logincert.anaf.ro: the stand-in for the certificate login (the user
 * names the certificate holder and picks the CUIs the certificate may act for) and the error page.
 * Romanian first, with an English line, so nobody mistakes it for ANAF's real login.
 */

export type AuthorizeParameters = {
  responseType: string;
  clientId: string;
  redirectUri: string;
  state: string;
  tokenContentType: string;
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; color: #111827; }
  main { max-width: 34rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px;
    box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.3rem; margin-top: 0; }
  .banner { background: #fef3c7; border: 1px solid #f59e0b; padding: .5rem .75rem; border-radius: 4px; font-size: .9rem; }
  .en { color: #6b7280; font-size: .85rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; }
  fieldset { margin-top: 1rem; border: 1px solid #d1d5db; }
  fieldset label { font-weight: normal; margin-top: .25rem; }
  .error { color: #b91c1c; margin-top: 1rem; }
  .buttons { margin-top: 1.5rem; display: flex; gap: .75rem; }
  button { padding: .5rem 1.25rem; font-size: 1rem; cursor: pointer; }
  button[value=authorize] { background: #1d4ed8; color: #fff; border: 0; border-radius: 4px; }
</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The login stand-in: a form that posts back to the authorize path. */
export function authorizePage(input: {
  action: string;
  parameters: AuthorizeParameters;
  holder: string;
  cuisText: string;
  knownCuis: string[];
  checkedCuis: string[];
  error: { ro: string; en: string } | null;
}): string {
  const { parameters } = input;
  const known = input.knownCuis
    .map((cui) => {
      const checked = input.checkedCuis.includes(cui) ? ' checked' : '';
      const id = `anaf-sim-cui-${escapeHtml(cui)}`;
      return `<label for="${id}"><input type="checkbox" name="cui" value="${escapeHtml(cui)}" id="${id}" data-testid="${id}"${checked}> ${escapeHtml(cui)}</label>`;
    })
    .join('\n');
  const error = input.error
    ? `<p class="error" role="alert" data-testid="anaf-sim-error">${escapeHtml(input.error.ro)}<br><span class="en">${escapeHtml(input.error.en)}</span></p>`
    : '';
  return page(
    'Simulator ANAF — autentificare cu certificat digital',
    `<h1>Simulator ANAF — autentificare cu certificat digital</h1>
<p class="banner">Aceasta este o pagină de test: nu este ANAF și nu cere niciun certificat real.
<br><span class="en">ANAF simulator — digital certificate login. A test page: not ANAF, no real certificate is used.</span></p>
<p>Aplicația <strong>${escapeHtml(parameters.clientId)}</strong> cere acces la SPV (RO e-Factura) pentru CUI-urile alese mai jos.
<br><span class="en">The application asks for SPV (RO e-Factura) access for the tax ids chosen below.</span></p>
<form method="post" action="${escapeHtml(input.action)}" data-testid="anaf-sim-form">
${hidden('response_type', parameters.responseType)}
${hidden('client_id', parameters.clientId)}
${hidden('redirect_uri', parameters.redirectUri)}
${hidden('state', parameters.state)}
${hidden('token_content_type', parameters.tokenContentType)}
<label for="anaf-sim-holder">Titularul certificatului <span class="en">(certificate holder)</span>
<input type="text" name="holder" id="anaf-sim-holder" data-testid="anaf-sim-holder" value="${escapeHtml(input.holder)}" autocomplete="off"></label>
<label for="anaf-sim-cuis">CUI-uri pentru care certificatul poate acționa, separate prin virgulă <span class="en">(tax ids the certificate may act for, comma separated)</span>
<input type="text" name="cuis" id="anaf-sim-cuis" data-testid="anaf-sim-cuis" value="${escapeHtml(input.cuisText)}" placeholder="12345678, RO87654321" autocomplete="off"></label>
${known ? `<fieldset data-testid="anaf-sim-known-cuis"><legend>CUI-uri cunoscute <span class="en">(known tax ids)</span></legend>\n${known}\n</fieldset>` : ''}
${error}
<div class="buttons">
<button type="submit" name="decision" value="authorize" id="anaf-sim-authorize" data-testid="anaf-sim-authorize">Autorizează</button>
<button type="submit" name="decision" value="deny" id="anaf-sim-deny" data-testid="anaf-sim-deny">Refuză</button>
</div>
</form>`,
  );
}

/** A request the page cannot serve (unknown client, bad redirect URI): never redirected anywhere. */
export function errorPage(message: { ro: string; en: string }): string {
  return page(
    'Simulator ANAF — eroare',
    `<h1>Simulator ANAF — eroare</h1>
<p class="error" role="alert" data-testid="anaf-sim-error">${escapeHtml(message.ro)}<br><span class="en">${escapeHtml(message.en)}</span></p>`,
  );
}
