import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../core/theme/system';
import { Field, List, Separator, Skeleton, Table, Textarea } from '../chakra';

describe('view components', () => {
  it('style themselves: the first paint theme leaves their recipes out', () => {
    for (const key of ['field', 'list', 'table']) expect(system.isSlotRecipe(key)).toBe(false);
    for (const key of ['separator', 'skeleton', 'textarea']) expect(system.isRecipe(key)).toBe(false);
    render(
      <ChakraProvider value={system}>
        <Field.Root data-testid="field">
          <Field.Label>Nama</Field.Label>
        </Field.Root>
        <List.Root data-testid="list">
          <List.Item data-testid="list-item">one</List.Item>
        </List.Root>
        <Table.Root data-testid="table">
          <Table.Body>
            <Table.Row>
              <Table.Cell data-testid="cell">1</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Separator data-testid="separator" />
        <Skeleton data-testid="skeleton" />
        <Textarea aria-label="note" />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('field')).toHaveClass('chakra-field__root');
    expect(screen.getByText('Nama')).toHaveClass('chakra-field__label');
    expect(screen.getByTestId('list')).toHaveClass('chakra-list__root');
    expect(screen.getByTestId('list-item')).toHaveClass('chakra-list__item');
    expect(screen.getByTestId('table')).toHaveClass('chakra-table__root');
    expect(screen.getByTestId('cell')).toHaveClass('chakra-table__cell');
    expect(screen.getByTestId('separator')).toHaveClass('chakra-separator');
    expect(screen.getByTestId('skeleton')).toHaveClass('chakra-skeleton');
    expect(screen.getByLabelText('note')).toHaveClass('chakra-textarea');
  });
});
