/**
 * Upload a new version: the file (one source file or a zip), the runtime (guessed from the file's
 * extension), and the entry command, shown and required for a zip. Checked here first (size and
 * limit in the sentence), then by the server, whose refusal goes next to the field it names.
 */
import { field, h, replaceChildren } from '../../lib/dom';
import { ApiError } from '../../lib/api';
import { errorNotice } from '../../lib/components';
import { HostedApi, type HostedVersion } from '../../lib/hostedApi';
import { RUNTIMES, checkUpload, isZip, runtimeFor, type UploadField } from '../../lib/hostedUpload';

export function uploadForm(botId: number, onUploaded: (v: HostedVersion) => void): HTMLFormElement {
  const file = h('input', { type: 'file', id: 'upload-file', 'data-testid': 'upload-file' });
  const runtime = h(
    'select',
    { id: 'upload-runtime', 'data-testid': 'upload-runtime' },
    RUNTIMES.map((r) => h('option', { value: r.id }, r.label)),
  );
  const entry = h('input', {
    type: 'text',
    id: 'upload-entry',
    'data-testid': 'upload-entry',
    placeholder: 'python3 /bot/main.py',
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const fields: Record<UploadField, ReturnType<typeof field>> = {
    file: field('Bot', file, 'One source file (bot.py, bot.mjs, Bot.java) or a zip archive; at most 1 MiB.'),
    runtime: field('Runtime', runtime, 'Each has the rules package: puzzlearena, puzzle-arena-rules, the rules jar.'),
    entry: field(
      'Entry command',
      entry,
      'Run with /bin/sh -c in /scratch; the bot is at /bot (e.g. java -cp /bot/bot.jar:/arena/rules.jar my.Main).',
    ),
  };
  const controls: Record<UploadField, HTMLElement> = { file, runtime, entry };
  const problem = h('div', { 'aria-live': 'polite', 'data-testid': 'upload-error' });
  const submit = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'upload-submit' }, 'Upload');
  const chosen = () => file.files?.[0] ?? null;
  // A single file runs without an entry; the field shows for a zip, or once the author asks for it.
  const showEntry = () => {
    const f = chosen();
    fields.entry.wrap.hidden = !(f && (isZip(f.name) || runtimeFor(f.name) !== runtime.value)) && !entry.value;
  };
  file.addEventListener('change', () => {
    const f = chosen();
    const guess = f ? runtimeFor(f.name) : null;
    if (guess) runtime.value = guess;
    showEntry();
  });
  runtime.addEventListener('change', showEntry);
  showEntry();

  const clear = () => {
    replaceChildren(problem);
    for (const k of Object.keys(fields) as UploadField[]) {
      fields[k].error.textContent = '';
      controls[k].removeAttribute('aria-invalid');
    }
  };
  const showError = (k: UploadField, text: string) => {
    fields[k].wrap.hidden = false;
    fields[k].error.textContent = text;
    controls[k].setAttribute('aria-invalid', 'true');
  };
  const form = h(
    'form',
    { novalidate: true, class: 'upload-form', 'data-testid': 'upload-form' },
    h('div', { class: 'form-grid' }, fields.file.wrap, fields.runtime.wrap, fields.entry.wrap),
    problem,
    submit,
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clear();
    const f = chosen();
    const choice = f ? { fileName: f.name, sizeBytes: f.size, runtime: runtime.value, entry: entry.value } : null;
    const errors = checkUpload(choice);
    const wrong = Object.keys(errors) as UploadField[];
    if (!f || wrong.length > 0) {
      for (const k of wrong) showError(k, errors[k] ?? '');
      controls[wrong[0] ?? 'file'].focus();
      return;
    }
    submit.disabled = true;
    try {
      const v = await HostedApi.upload(botId, f, {
        runtime: runtime.value,
        fileName: f.name,
        entry: entry.value.trim() || null,
      });
      form.reset();
      showEntry();
      onUploaded(v);
    } catch (err) {
      const named = err instanceof ApiError ? fieldOf(err.field) : null;
      if (named) showError(named, err instanceof Error ? err.message : String(err));
      else replaceChildren(problem, errorNotice(err));
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

/** The form's field for the one the server's problem names (the body is the file). */
function fieldOf(serverField: string | null): UploadField | null {
  if (serverField === 'runtime' || serverField === 'entry') return serverField;
  if (serverField === 'fileName' || serverField === 'body' || serverField === 'file') return 'file';
  return null;
}
