import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown } from './markdown-detect.ts';

describe('looksLikeMarkdown', () => {
  it.each([
    ['# Search\n\nFinds things.'],
    ['# Search\nFinds things in `the index`.'],
    ['# Usage\n\n```js\nimport x from "y";\nconst a = 1;\nlet b = 2;\n```'],
    ['Intro\n\n## Usage\nrun it'],
    ['Run this:\n```sh\nnpm test\n```'],
    ['See [the docs](https://example.com/docs).'],
    ['This is **important** to know'],
    ['Steps:\n- open\n- close'],
    ['1. first\n2. second'],
    ['Use `query` with _care_'],
  ])('sees Markdown in %j', (text) => {
    expect(looksLikeMarkdown(text)).toBe(true);
  });

  it.each([
    ['Plain text result: 42 rows updated.'],
    ['Echo: hello world'],
    ['a * b * c = 6'],
    ['snake_case_name and another_name'],
    ['- just one dash line'],
    ['Price is 5 * 3 today'],
    ['#hashtag is not a heading'],
    ['Use `query` here'],
    ['C:\\Program Files\\app [x86]'],
    [''],
    ['# Search\nFinds things.'],
    ['#!/bin/sh\n# Build it\n\nmake all'],
    ['# Helpers\n\nimport os\n\ndef main():\n    pass'],
    ['# Copyright 2024\n# Licensed under MIT\n# See LICENSE\n\nx = 1'],
    ['# settings\nport: 80\nhost: localhost'],
    ['services:\n  web:\n    image: nginx\n\n# Database\ndb:\n  image: postgres'],
    ['[server]\nport = 80\n\n# Logging\nlevel = debug\nfile = x.log'],
    ['int a = 1;\nint b = 2;\nif (a) {\n  b = **p;\n}'],
  ])('keeps %j plain', (text) => {
    expect(looksLikeMarkdown(text)).toBe(false);
  });

  it('does not look at huge text', () => {
    expect(looksLikeMarkdown(`# Title\n${'x'.repeat(150_000)}`)).toBe(false);
  });
});
