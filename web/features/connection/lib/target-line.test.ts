import { describe, expect, it } from 'vitest';
import { fullCommandLine, shortCommandLine } from './target-line.ts';

describe('shortCommandLine', () => {
  it('names the command and keeps the telling end of long paths', () => {
    expect(
      shortCommandLine(
        '/root/.cache/node22/bin/node',
        '/work/main/node_modules/@modelcontextprotocol/server-everything/dist/index.js stdio',
      ),
    ).toBe('node …/server-everything/dist/index.js stdio');
  });

  it('leaves short words and short paths alone, and quotes what needs it', () => {
    expect(shortCommandLine('npx', "-y @scope/pkg 'a b' ./x.js")).toBe("npx -y @scope/pkg 'a b' ./x.js");
    expect(shortCommandLine('uvx', '')).toBe('uvx');
  });

  it('shows an argument line it cannot split as typed', () => {
    expect(shortCommandLine('node', ' "unclosed ')).toBe('node "unclosed');
  });
});

describe('fullCommandLine', () => {
  it('joins the command and its arguments as typed', () => {
    expect(fullCommandLine(' /usr/bin/node ', ' a.js  stdio ')).toBe('/usr/bin/node a.js  stdio');
  });
});
