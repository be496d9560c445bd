import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../icons';
import { urls } from '../paths';

/** Enter or the search icon opens `/product?search={text}`. */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(urls.productSearch(text));
  }

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <InputGroup
        endElement={
          <IconButton type="submit" aria-label="Cari" variant="ghost" size="sm" me="-2">
            <SearchIcon />
          </IconButton>
        }
      >
        <Input
          type="search"
          aria-label="Cari produk"
          placeholder="Cari produk..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          borderRadius="full"
        />
      </InputGroup>
    </form>
  );
}
