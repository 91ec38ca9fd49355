import type { Generated } from 'kysely';

// The in-app store: products, offers, carts, orders and what members own.

/** A product of the in-app store; owning it shows the menu section it unlocks (`idSection`). */
export interface StoreProductsTable {
  idProduct: Generated<number>;
  idCompany: number;
  idApp: number;
  title: string;
  description: string | null;
  content: string | null;
  imageURL: string | null;
  idSection: number | null;
  active: number;
  createdAt: string;
}

/** A price of a product, in integer cents of BRL. */
export interface StoreOffersTable {
  idOffer: Generated<number>;
  idCompany: number;
  idProduct: number;
  price: number;
  position: number;
  active: number;
  createdAt: string;
}

/** One cart per member and app; `version` changes with every change and every payment attempt. */
export interface StoreCartsTable {
  idShoppingCart: Generated<number>;
  idCompany: number;
  idUser: number;
  idApp: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface StoreCartItemsTable {
  idShoppingCart: number;
  idOffer: number;
  addedAt: string;
}

/** A payment attempt of a cart: pending, approved, declined or failed. Only brand and last four of the card. */
export interface StoreOrdersTable {
  idOrder: Generated<number>;
  idCompany: number;
  idUser: number;
  idApp: number;
  idShoppingCart: number;
  cartKey: string;
  requestKey: string | null;
  totalPrice: number;
  status: 'pending' | 'approved' | 'declined' | 'failed';
  cardBrand: string;
  cardLastFour: string;
  gatewayReference: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The offers of an order with the price charged for each (cents). */
export interface StoreOrderItemsTable {
  idOrderItem: Generated<number>;
  idOrder: number;
  idCompany: number;
  idOffer: number;
  idProduct: number;
  title: string;
  price: number;
}

/** A product a member owns. */
export interface StoreOwnershipsTable {
  idCompany: number;
  idUser: number;
  idProduct: number;
  idOrder: number | null;
  acquiredAt: string;
}
