#ifndef COND_H
#define COND_H

#ifdef CONFIG_WIDE
struct cond { char *p; char q[4]; };
#else
struct cond { char p[8]; char q[4]; };
#endif

#endif
