import { designFileProblem } from './design-file';

describe('design file rules', () => {
  it('takes a .zip or .rar under 2 MB', () => {
    expect(designFileProblem({ name: 'Board.ZIP', size: 2_097_151 })).toBeUndefined();
    expect(designFileProblem({ name: 'board.rar', size: 10 })).toBeUndefined();
  });

  it('refuses other types and files of 2 MB or more with the spec texts', () => {
    expect(designFileProblem({ name: 'board.txt', size: 10 })).toBe('Only .zip or .rar files are allowed.');
    expect(designFileProblem({ name: 'zip', size: 10 })).toBe('Only .zip or .rar files are allowed.');
    expect(designFileProblem({ name: 'board.zip', size: 2_097_152 })).toBe('File size must be less than 2MB.');
  });
});
