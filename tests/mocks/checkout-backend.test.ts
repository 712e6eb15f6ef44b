import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN } from '../../src/mocks/db';

const urls = { return_url: 'http://localhost/payment/success/9', cancel_url: 'http://localhost/payment/cancel/9' };

async function startPayment(key: string) {
  const { data: sub } = await api.POST('/api/v1/account/subscribe/', { body: { plan_id: 2, period: 'monthly' } });
  const id = sub?.subscription_id ?? 0;
  const pay = () =>
    api.POST('/api/v1/account/subscription/payment/{subscription_id}/', {
      params: { path: { subscription_id: id }, header: { 'Idempotency-Key': key } },
      body: { type: 'paypal', ...urls },
    });
  return { id, pay };
}

describe('demo backend: checkout', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('answers a repeated Idempotency-Key with the first answer', async () => {
    const { pay } = await startPayment('key-aaaa-0001');
    const first = await pay();
    const second = await pay();
    expect(first.data?.code).toBe('success');
    expect(second.data).toEqual(first.data);
    expect(first.data?.redirect_link).toMatch(
      /^http:\/\/localhost(:\d+)?\/demo-provider\/pay\?payment=\d+&provider=paypal/,
    );
  });

  it('keeps the order open until the provider page settles it; paying changes plan, payments and invoices', async () => {
    const { id, pay } = await startPayment('key-bbbb-0002');
    const { data: started } = await pay();
    expect((await api.GET('/api/v1/account/order/{id}/', { params: { path: { id } } })).data?.status).toBe('open');
    expect((await api.GET('/api/v1/account/')).data?.details.subscription_name).toBe('free trial');

    await api.POST('/api/v1/demo-provider/payments/{id}/', {
      params: { path: { id: started?.payment_id ?? 0 } },
      body: { outcome: 'paid' },
    });
    const order = (await api.GET('/api/v1/account/order/{id}/', { params: { path: { id } } })).data;
    expect(order).toMatchObject({ status: 'paid', subscription_name: 'Pro', method: 'paypal' });
    const account = (await api.GET('/api/v1/account/')).data?.details;
    expect(account?.subscription_name).toBe('Pro');
    expect(account?.subscription_details.number_of_project.total).toBe(25);
    const billing = (await api.GET('/api/v1/account/billing/')).data;
    expect(billing?.invoices[0]).toMatchObject({
      id: order?.invoice_id,
      membership: 'Pro (monthly)',
      total: 49,
      method: 'paypal',
      status: 'paid',
    });
    const payments = (await api.GET('/api/v1/account/subscriptions/')).data?.all_payments;
    expect(payments?.[0]).toMatchObject({ subscription_name: 'Pro', method: 'paypal', status: 'completed' });
  });

  it('a cancel on the provider page charges nothing and leaves the order open', async () => {
    const { id, pay } = await startPayment('key-cccc-0003');
    const { data: started } = await pay();
    await api.POST('/api/v1/demo-provider/payments/{id}/', {
      params: { path: { id: started?.payment_id ?? 0 } },
      body: { outcome: 'cancelled' },
    });
    expect((await api.GET('/api/v1/account/order/{id}/', { params: { path: { id } } })).data?.status).toBe('open');
    expect((await api.GET('/api/v1/account/')).data?.details.subscription_name).toBe('free trial');
    expect(
      (await api.DELETE('/api/v1/account/order/{id}/cancle/', { params: { path: { id } }, body: {} })).response.status,
    ).toBe(200);
    expect((await api.GET('/api/v1/account/order/{id}/', { params: { path: { id } } })).data?.status).toBe('cancelled');
  });

  it('an invoice made by a payment states the VAT of its buyer at that time', async () => {
    await api.POST('/api/v1/account/billing/update/', {
      body: {
        name: 'Zoë Weiß',
        company_name: 'Zoë & Söhne GmbH',
        phone: '',
        email: '',
        zipcode: '50667 Köln',
        street: 'Hohe Straße 12',
        country: '',
        tax_number: 'DE123456789',
        invoice_note: '',
      },
    });
    const { pay } = await startPayment('key-dddd-0004');
    const { data: started } = await pay();
    await api.POST('/api/v1/demo-provider/payments/{id}/', {
      params: { path: { id: started?.payment_id ?? 0 } },
      body: { outcome: 'paid' },
    });
    const billing = (await api.GET('/api/v1/account/billing/')).data;
    expect(billing?.invoices[0]).toMatchObject({
      total: 49,
      net: 49,
      vat_rate: 0,
      vat: 0,
      vat_scheme: 'reverse_charge',
    });
    expect(billing?.seller).toEqual({
      name: 'RankPilot B.V.',
      street: 'Herengracht 420',
      city: '1017 BZ Amsterdam',
      country: 'NL',
      vat_number: 'NL862305718B01',
      email: 'billing@rankpilot.example',
    });
  });
});
