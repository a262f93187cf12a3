CREATE INDEX "etransport_items_company_state_idx" ON "etransport_items" USING btree ("company_id",(case
  when "pending" or "etransport_status" = 'pending' or "status" = 'cancel-draft' then 'pending'
  when "status" = 'canceled' then 'canceled'
  when "status" = 'corrected' then 'corrected'
  when "imported" or "status" in ('imported', 'imported:corrected') then 'imported'
  when "etransport_status" = 'rejected' then 'rejected'
  when "etransport_status" = 'accepted' or "status" = 'published' then 'accepted'
  else 'draft' end),"created_at","status","etransport_status","pending","imported");