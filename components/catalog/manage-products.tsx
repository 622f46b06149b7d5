'use client';

import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import Image from 'next/image';
import { useState } from 'react';
import { formatDollars, LOW_STOCK_BELOW } from '@/lib/selling';
import type { AdminProductDto, PartCategoryChoice } from '@/lib/catalog';
import { confirmDelete, popupDeleted, uploadImage, useApi, useTablePage, endpoints } from '@/lib/client';
import type { Page } from '@/lib/model';
import { EditProductRow, type SavedValues, type SaveProblem } from './edit-product-row';

const sameProduct = (a: AdminProductDto, b: AdminProductDto) => a._id === b._id;

type Props = {
  initial: Page<AdminProductDto>;
  page: number;
  /** Every category with its attributes, for the edit form (issue 37). */
  categories: readonly PartCategoryChoice[];
};

export function ManageProducts({ initial, page, categories }: Props) {
  const { rows: products, total, reload, replaceRow } = useTablePage(endpoints.adminProducts, initial);
  const { call, refresh } = useApi('manage-products', { refresh: reload });
  const [editing, setEditing] = useState<string | null>(null);

  const remove = async (product: AdminProductDto) => {
    if (!(await confirmDelete())) return;
    await call(endpoints.deleteProduct, {
      params: { id: product._id },
      onSuccess: popupDeleted,
      popupOnError: true,
      refresh: 'always',
    });
  };

  /**
   * A new image goes up first, as on Add A Products (if it fails, nothing is saved and the form
   * says why); then one round trip: the PATCH answers the product as saved, which replaces its row.
   */
  const save = async (
    product: AdminProductDto,
    values: SavedValues,
    image: File | undefined,
  ): Promise<SaveProblem | null> => {
    const upload = image ? await uploadImage(call, image) : undefined;
    if (upload === null) return null;
    if (upload && !upload.ok) return { field: 'image', message: upload.error };
    const result = await call(endpoints.editProduct, {
      params: { id: product._id },
      body: { ...values, previousQuantity: product.quantity, ...(upload ? { img: upload.url } : {}) },
    });
    if (!result) return null;
    if (!result.ok) {
      // Refused (someone sold or restocked it meanwhile, a value it cannot read): show the row as
      // it is now, and why, under the fields named.
      await refresh();
      return { message: result.error, fields: result.fields };
    }
    replaceRow(result.data, sameProduct);
    setEditing(null);
    return null;
  };

  return (
    <div>
      <DataTable label="Products" columns={['Part', 'Prize', 'Stock', 'Added by', 'Actions']}>
        {products.map((product) =>
          editing === product._id ? (
            <EditProductRow
              key={product._id}
              product={product}
              categories={categories}
              onSave={(values, image) => save(product, values, image)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Row key={product._id} data-testid="product-row">
              <Cell label="Part">
                <div className="flex items-start gap-3">
                  <Image
                    src={product.img}
                    alt=""
                    width={48}
                    height={36}
                    className="h-9 w-12 shrink-0 rounded object-cover"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{product.name}</span>
                    <span className="block text-xs text-steel-500">{product.partNumber}</span>
                  </span>
                </div>
              </Cell>
              <Cell label="Prize" className="whitespace-nowrap">
                ${formatDollars(product.prize)}
              </Cell>
              <Cell label="Stock" className="whitespace-nowrap">
                <span data-testid="stock">{product.quantity}</span>
                {product.quantity < LOW_STOCK_BELOW && (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">
                    low stock
                  </span>
                )}
              </Cell>
              <Cell label="Added by" className="text-xs wrap-anywhere text-steel-500">
                {product.email}
              </Cell>
              <Cell label="Actions" className="cell-actions">
                <button type="button" className="btn-outline" onClick={() => setEditing(product._id)}>
                  Edit
                </button>
                <button type="button" className="btn-danger" onClick={() => remove(product)}>
                  Delete
                </button>
              </Cell>
            </Row>
          ),
        )}
      </DataTable>
      <TablePager page={page} shown={products.length} total={total} noun={['product', 'products']} />
    </div>
  );
}
