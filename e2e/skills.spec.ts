import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { logRows, openInspector, openTab, rowsWith } from './inspector-page.ts';

// The SDK v2 fixture that serves two skills (SEP-2640); one file of release-notes is not what its digest says.
const skillsServer = { command: process.execPath, args: [`${fixturesDir}skills-server.mjs`], env: {} };

test.describe('skills', () => {
  test.use({ defaultServer: skillsServer });

  test('the Skills tab lists skills without reading them; opening one reads SKILL.md, shows its front matter and checks each file it opens against the listed digest', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Skills');
    const skills = page.getByRole('list', { name: 'Skills', exact: true });
    await expect(skills.getByRole('button')).toHaveCount(2);
    await expect(skills).toContainText('Review a change the way this team does');
    await expect(skills).toContainText('skill://acme/docs/release-notes/SKILL.md');
    await expect(page.getByText(/protocol problems? in the list/)).toHaveCount(0);

    // Listed, and nothing read: not on connection, not on listing.
    let rows = await logRows(page, 'skills/list');
    await expect(rowsWith(rows, 'skills/list', '→')).toHaveCount(1);
    rows = await logRows(page, 'resources/read');
    await expect(rowsWith(rows, 'resources/read', '→')).toHaveCount(0);

    await openTab(page, 'Skills');
    await skills.getByRole('button', { name: /release-notes/ }).click();
    const skill = page.getByRole('region', { name: 'Skill release-notes' });
    await expect(skill.getByRole('status', { name: 'Verification' })).toContainText('Verified');
    const frontMatter = skill.getByRole('table', { name: 'Front matter' });
    await expect(frontMatter.getByRole('row', { name: /^description/ })).toContainText(
      'Draft release notes from merged changes, grouped by area',
    );
    await expect(frontMatter.getByRole('row', { name: /^allowed-tools/ })).toContainText('Read Grep');
    await expect(frontMatter).not.toContainText('differs');
    await expect(skill.getByLabel('Body')).toContainText('Use templates/NOTES.md as the skeleton');

    const files = skill.getByRole('region', { name: 'Files' });
    await expect(files.getByRole('status', { name: 'Digest check' })).toHaveCount(1);
    await expect(files.getByRole('status', { name: 'Digest check' })).toContainText('digest matches');
    await expect(files).toContainText('Not read.');
    rows = await logRows(page, 'resources/read');
    await expect(rowsWith(rows, 'resources/read', '→')).toHaveCount(1);

    await openTab(page, 'Skills');
    await files.getByRole('button', { name: /templates\/NOTES\.md/ }).click();
    const checks = files.getByRole('status', { name: 'Digest check' });
    await expect(checks).toHaveCount(2);
    const mismatch = checks.nth(1);
    await expect(mismatch).toContainText('digest mismatch');
    await expect(mismatch).toContainText(/listed\s*sha256:[0-9a-f]{64} · 26 bytes/);
    await expect(mismatch).toContainText(/read\s*sha256:[0-9a-f]{64} · 36 bytes/);
    await expect(files.getByLabel('Contents of skill://acme/docs/release-notes/templates/NOTES.md')).toContainText(
      '## Fixed',
    );

    rows = await logRows(page, 'resources/read');
    await expect(rowsWith(rows, 'resources/read', '→')).toHaveCount(2);
    rows = await logRows(page, 'templates/NOTES.md');
    await expect(rowsWith(rows, 'resources/read', '→')).toHaveCount(1);
    // The other skill was listed (its uris are in the skills/list answer) but nothing of it was read.
    rows = await logRows(page, 'skill://code-review/');
    await expect(rowsWith(rows, 'skills/list')).not.toHaveCount(0);
    await expect(rowsWith(rows, 'resources/read')).toHaveCount(0);
  });
});

test.describe('skills, not offered', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}modern-server.mjs`], env: {} } });

  test('a server without the extension gets a Skills tab that says why, and is never asked for skills', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Skills');
    await expect(page.getByText('This server does not declare the skills extension')).toBeVisible();
    const rows = await logRows(page, 'skills/');
    await expect(rowsWith(rows, 'skills/list')).toHaveCount(0);
  });
});
