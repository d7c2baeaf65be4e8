/* kfree() of pointers, including one stored in a field.  Must not fire. */
void kfree(const void *p);

struct pkt {
	unsigned char *data;
	struct pkt *next;
};

void pkt_free(struct pkt *p)
{
	kfree(p->data);
	kfree(p->next);
	kfree(p);
}
