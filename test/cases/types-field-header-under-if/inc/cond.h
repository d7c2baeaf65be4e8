#ifndef COND_H
#define COND_H

#ifdef CONFIG_WIDE
struct cond { char *p; char q[4]; };
#else
struct cond { char p[8]; char q[4]; };
#endif

struct body {
	char *head;
#ifdef CONFIG_WIDE
	char *cb;
#else
	char cb[48];
#endif
	unsigned char name[16];
};

#endif
