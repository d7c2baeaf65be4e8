#include <string.h>
typedef unsigned char u8;
static u8 gbuf[16];
static int f(const char *in, char parm[8])
{
	u8 loc[PSZ];
	char *p = loc;
	memcpy(loc, in, sizeof(loc));
	memcpy(gbuf, in, sizeof(gbuf));
	memcpy(parm, in, sizeof(parm));
	return 0;
}
