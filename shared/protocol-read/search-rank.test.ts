import { describe, expect, it } from 'vitest';
import { searchByRank, searchRank } from './search-rank.ts';

const tools = [
  { name: 'browser_take_screenshot', description: 'Take a screenshot; use browser_snapshot for actions' },
  { name: 'browser_snapshot_diff', description: 'Compare two snapshots' },
  { name: 'page_browser_snapshot', description: 'Another' },
  { name: 'browser_snapshot', description: 'Capture accessibility snapshot' },
  { name: 'capture', title: 'Browser snapshot (legacy)' },
  { name: 'unrelated', description: 'Nothing here' },
];

describe('searchRank', () => {
  it('ranks exact name, name prefix, name substring, title, description', () => {
    const q = 'browser_snapshot';
    expect(tools.map((tool) => searchRank(tool, q))).toEqual([4, 1, 2, 0, undefined, undefined]);
    expect(searchRank(tools[4]!, 'browser snapshot')).toBe(3);
  });

  it("reads a name's separators as spaces, and a query of several words as words held anywhere", () => {
    const search = { name: 'search_repositories', description: 'Search for GitHub repositories' };
    const issue = {
      name: 'create_issue',
      title: 'Open an issue',
      description: 'Create a new issue in a GitHub repository',
    };
    // What a person types: words, not the server's separators.
    expect(searchRank(search, 'search repos')).toBe(1);
    expect(searchRank(search, 'repositories')).toBe(2);
    expect(searchRank(issue, 'issue create')).toBe(5);
    expect(searchRank(issue, 'github issue new')).toBe(6);
    expect(searchRank(issue, 'github pull')).toBeUndefined();
    // One word held nowhere is no match, however many others are.
    expect(searchRank(search, 'search nothing')).toBeUndefined();
  });
});

describe('searchByRank', () => {
  it('puts the exact name first, then prefixes, substrings, titles and descriptions', () => {
    expect(searchByRank(tools, ' Browser_Snapshot ').map((tool) => tool.name)).toEqual([
      'browser_snapshot',
      'browser_snapshot_diff',
      'page_browser_snapshot',
      'browser_take_screenshot',
    ]);
  });
  it("keeps the server's order within a rank, and everything for an empty query", () => {
    expect(searchByRank(tools, 'browser').map((tool) => tool.name)).toEqual([
      'browser_take_screenshot',
      'browser_snapshot_diff',
      'browser_snapshot',
      'page_browser_snapshot',
      'capture',
    ]);
    expect(searchByRank(tools, '  ')).toEqual(tools);
  });

  it('ranks the same entries afresh for each query, in any case', () => {
    const entries = [
      { name: 'Deploy_Sync', description: 'Syncs THE deploy' },
      { name: 'files_get', title: 'Get a File' },
    ];
    expect(searchByRank(entries, 'SYNC').map((entry) => entry.name)).toEqual(['Deploy_Sync']);
    expect(searchByRank(entries, 'file').map((entry) => entry.name)).toEqual(['files_get']);
    expect(searchRank(entries[0]!, 'the deploy')).toBe(4);
    expect(searchRank(entries[1]!, 'a file')).toBe(3);
    expect(searchRank(entries[0]!, 'deploy_sync')).toBe(0);
  });
});
