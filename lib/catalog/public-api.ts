import 'server-only';
import { countProducts, findProductPage, streamProducts } from './store/product-pages';
import type { Paging } from '@/lib/model';
import { NO_SEARCH } from '@/lib/model';
import { toProductDto, type ProductDto } from './product-dto';
import { streamWithOnHand, withOnHand } from './on-hand';

// GET /api/product reads the database directly: integrators (an ERP) want current stock.

export const countCatalogFresh = () => countProducts();

export async function listCatalogPage({ skip, limit }: Paging): Promise<ProductDto[]> {
  return (await withOnHand(await findProductPage({ search: NO_SEARCH, sort: 'catalog', skip, limit }))).map(
    toProductDto,
  );
}

export async function* streamCatalog(): AsyncGenerator<ProductDto> {
  for await (const doc of streamWithOnHand(streamProducts())) yield toProductDto(doc);
}
