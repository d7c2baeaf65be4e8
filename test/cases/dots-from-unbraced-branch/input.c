void deliver(struct intf *intf, int direct)
{
	unsigned long flags = 0;

	if (!direct)
		spin_lock_irqsave(&intf->rcv_lock, flags);
	queue(intf);
	if (!direct)
		spin_unlock_irqrestore(&intf->rcv_lock, flags);

	if (!direct)
		spin_lock_irqsave(&intf->xmit_lock, flags);
	send(intf);
	if (!direct)
		spin_unlock_irqrestore(&intf->xmit_lock, flags);
}

void fine(struct intf *intf)
{
	unsigned long flags;

	spin_lock_irqsave(&intf->rcv_lock, flags);
	spin_unlock_irqrestore(&intf->rcv_lock, flags);
	spin_lock_irqsave(&intf->xmit_lock, flags);
	spin_unlock_irqrestore(&intf->xmit_lock, flags);
}
