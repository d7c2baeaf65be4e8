#include <string.h>

typedef unsigned int u32;
struct inner { unsigned char key[16]; char *name; };
typedef struct inner inner_t;
struct cryp {
	u32 last_ctr[4];
	struct inner in;
	inner_t *ip;
	struct inner many[2];
	char *buf;
};

#ifndef CRYP_OFF
void reset(struct cryp *cryp, char *out)
{
	const unsigned char retq[] = { 0xc3, 0xcc };

	memset(cryp->last_ctr, 0, sizeof(cryp->last_ctr));
	memset(cryp->in.key, 0, sizeof(cryp->in.key));
	memset(cryp->ip->key, 0, sizeof(cryp->ip->key));
	memset(cryp->many[1].key, 0, sizeof(cryp->many[1].key));
	memcpy(out, retq, sizeof(retq));
	memset(cryp->in.name, 0, sizeof(cryp->in.name));
	memset(cryp->buf, 0, sizeof(cryp->buf));
}
#endif
