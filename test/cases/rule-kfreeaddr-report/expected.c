/* kfree() of the address of a field. */
void kfree(const void *p);

struct hdr {
	int len;
};
struct pkt {
	struct hdr hdr;
	unsigned char *data;
};

void pkt_free(struct pkt *p)
{
	kfree(p->data);
	kfree(&p->hdr);
}
