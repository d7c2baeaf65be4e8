/* strcpy() calls: each is reported. */
#include <string.h>

struct user {
	char name[16];
};

void user_set(struct user *u, const char *name)
{
	strcpy(u->name, name);
}

char *copy_to(char *dst, const char *src)
{
	return strcpy(dst,
		      src);
}
