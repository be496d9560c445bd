import { IconButton, Input, InputGroup, useNavigate, useSearchParams } from '@pcb/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { urls } from '../../lib/paths';

/** Enter or the search icon opens `/product?search={text}`; the box shows the search being looked at. */
export function SearchBox() {
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  const navigate = useNavigate();

  useEffect(() => setText(current), [current]);

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(urls.productSearch(text));
  }

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <InputGroup
        endElement={
          <IconButton type="submit" aria-label="Cari" variant="ghost" size="sm" me="-2">
            <Search />
          </IconButton>
        }
      >
        <Input type="search" aria-label="Cari produk" placeholder="Cari produk..." value={text} onChange={(e) => setText(e.target.value)} borderRadius="full" />
      </InputGroup>
    </form>
  );
}
