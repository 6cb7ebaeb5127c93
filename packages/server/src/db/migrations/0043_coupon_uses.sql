CREATE TABLE "coupon_uses" (
	"coupon_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "coupon_uses_coupon_id_company_id_pk" PRIMARY KEY("coupon_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coupon_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;