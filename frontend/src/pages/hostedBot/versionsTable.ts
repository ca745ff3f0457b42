/**
 * A hosted bot's versions, newest first: number, runtime, file, entry, size, hash, when uploaded
 * and retired. Its owner also gets each version's download, "Run" (which fills the run form) and
 * retire, which asks once more in the row itself (no browser dialog).
 */
import { h, replaceChildren } from '../../lib/dom';
import { errorNotice } from '../../lib/components';
import { formatAgo, formatInstant, formatInt } from '../../lib/format';
import { HostedApi, type HostedBot, type HostedVersion } from '../../lib/hostedApi';
import { formatBytes } from '../../lib/hostedUpload';
import { shaLabel } from '../../lib/shaLabel';
import { colHeads, wrappedTable } from '../../lib/table';

export interface VersionActions {
  /** Pick this version in the run form. */
  run(v: HostedVersion): void;
  /** The version as the server answered the retire. */
  retired(v: HostedVersion): void;
}

function retireCell(bot: HostedBot, v: HostedVersion, actions: VersionActions): HTMLElement {
  const cell = h('span', { class: 'row' });
  const idle = () =>
    replaceChildren(
      cell,
      h(
        'button',
        {
          type: 'button',
          class: 'btn btn-small btn-danger',
          'data-testid': 'version-retire',
          'aria-label': `Retire version ${v.number}`,
          onclick: ask,
        },
        'Retire',
      ),
    );
  const ask = () => {
    replaceChildren(
      cell,
      h('span', { class: 'small' }, 'It can no longer be run; its runs and entries stay.'),
      h(
        'button',
        { type: 'button', class: 'btn btn-small btn-danger', 'data-testid': 'version-retire-confirm', onclick: retire },
        `Retire v${v.number}`,
      ),
      h(
        'button',
        { type: 'button', class: 'btn btn-small', 'data-testid': 'version-retire-cancel', onclick: idle },
        'Keep',
      ),
    );
    (cell.querySelector('[data-testid="version-retire-cancel"]') as HTMLElement).focus();
  };
  const retire = async () => {
    try {
      actions.retired(await HostedApi.retire(bot.id, v.number));
    } catch (e) {
      replaceChildren(cell, errorNotice(e));
    }
  };
  idle();
  return cell;
}

function ownerCells(bot: HostedBot, v: HostedVersion, actions: VersionActions): HTMLElement {
  return h(
    'td',
    { class: 'version-actions' },
    h(
      'span',
      { class: 'row' },
      h(
        'a',
        {
          class: 'btn btn-small',
          href: HostedApi.contentUrl(bot.id, v.number),
          download: v.fileName,
          'data-testid': 'version-download',
        },
        'Download',
      ),
      v.retiredAt
        ? null
        : h(
            'button',
            {
              type: 'button',
              class: 'btn btn-small',
              'data-testid': 'version-run',
              onclick: () => actions.run(v),
            },
            'Run',
          ),
      v.retiredAt ? null : retireCell(bot, v, actions),
    ),
  );
}

export function versionsTable(bot: HostedBot, owner: boolean, actions: VersionActions): HTMLElement {
  if (bot.versions.length === 0)
    return h('p', { class: 'muted', 'data-testid': 'versions-empty' }, 'No version uploaded yet.');
  return wrappedTable(
    { class: 'versions-table', 'data-testid': 'versions-table' },
    colHeads(
      'Version',
      'Runtime',
      'File',
      'Entry',
      'Size',
      'SHA-256',
      'Uploaded',
      'Retired',
      ...(owner ? [h('span', { class: 'visually-hidden' }, 'Actions')] : []),
    ),
    bot.versions.map((v) =>
      h(
        'tr',
        { 'data-testid': 'version-row', 'data-version': v.number, class: v.retiredAt ? 'retired' : null },
        h('td', { class: 'num', 'data-testid': 'version-number' }, `v${v.number}`),
        h('td', { 'data-testid': 'version-runtime' }, v.runtime),
        h('td', null, h('code', { 'data-testid': 'version-file' }, v.fileName), v.kind === 'zip' ? ' (zip)' : ''),
        h('td', null, v.entry ? h('code', { 'data-testid': 'version-entry' }, v.entry) : '–'),
        h('td', { class: 'num', title: `${formatInt(v.sizeBytes)} bytes` }, formatBytes(v.sizeBytes)),
        h('td', null, shaLabel(v.sha256)),
        h('td', { title: formatInstant(v.createdAt) }, formatAgo(v.createdAt)),
        h(
          'td',
          { 'data-testid': 'version-retired', title: v.retiredAt ? formatInstant(v.retiredAt) : null },
          v.retiredAt ? h('span', { class: 'badge badge-cancelled' }, 'retired') : '–',
        ),
        owner ? ownerCells(bot, v, actions) : null,
      ),
    ),
  );
}
