'use client';

import { DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import Image from 'next/image';
import { useState } from 'react';
import type { z } from 'zod';
import { formatDollars } from '@/lib/catalog/money';
import type { AdminProductDto } from '@/lib/catalog/product-dto';
import { confirmDelete, popupDeleted } from '@/lib/client/popups';
import { useApi } from '@/lib/client/use-api';
import { useTablePage } from '@/lib/client/use-table-page';
import type { Page } from '@/lib/model/paging';
import { LOW_STOCK_BELOW } from '@/lib/orders/rules';
import type { productFormSchema } from '@/lib/validation/product';
import { EditProductRow } from './edit-product-row';

const sameProduct = (a: AdminProductDto, b: AdminProductDto) => a._id === b._id;

export function ManageProducts({ initial, page }: { initial: Page<AdminProductDto>; page: number }) {
  const { rows: products, total, reload, replaceRow } = useTablePage('/api/manageproduct', initial);
  const { call, refresh } = useApi('manage-products', { refresh: reload });
  const [editing, setEditing] = useState<string | null>(null);

  const remove = async (product: AdminProductDto) => {
    if (!(await confirmDelete())) return;
    await call(`/api/product/${product._id}`, {
      method: 'DELETE',
      onSuccess: popupDeleted,
      popupOnError: true,
      refresh: 'always',
    });
  };

  /** One round trip: the PATCH answers the product as saved, which replaces its row. */
  const save = async (product: AdminProductDto, values: z.output<typeof productFormSchema>) => {
    const result = await call<AdminProductDto>(`/api/product/${product._id}`, {
      method: 'PATCH',
      body: { ...values, previousQuantity: product.quantity },
    });
    if (!result) return null;
    if (!result.ok) {
      // Refused (someone sold or restocked it meanwhile): show the row as it is now, and why.
      await refresh();
      return result.error;
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
              onSave={(values) => save(product, values)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <tr key={product._id} data-testid="product-row" className="border-t border-steel-100">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Image
                    src={product.img}
                    alt=""
                    width={48}
                    height={36}
                    className="h-9 w-12 rounded object-cover"
                  />
                  <span>
                    <span className="block font-medium">{product.name}</span>
                    <span className="block text-xs text-steel-500">{product.partNumber}</span>
                  </span>
                </div>
              </td>
              <td className="px-4 py-3">${formatDollars(product.prize)}</td>
              <td className="px-4 py-3">
                <span data-testid="stock">{product.quantity}</span>
                {product.quantity < LOW_STOCK_BELOW && (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">
                    low stock
                  </span>
                )}
              </td>
              <td className="px-4 py-3 text-xs text-steel-500">{product.email}</td>
              <td className="space-x-2 px-4 py-3 whitespace-nowrap">
                <button type="button" className="btn-outline" onClick={() => setEditing(product._id)}>
                  Edit
                </button>
                <button type="button" className="btn-danger" onClick={() => remove(product)}>
                  Delete
                </button>
              </td>
            </tr>
          ),
        )}
      </DataTable>
      <TablePager page={page} shown={products.length} total={total} noun={['product', 'products']} />
    </div>
  );
}
