/* Bounded copies, and a member called strcpy.  Must not fire. */
#include <string.h>
#include <stdio.h>

struct ops {
	char *(*strcpy)(char *, const char *);
};

struct user {
	char name[16];
};

void user_set(struct user *u, const char *name, struct ops *ops)
{
	strncpy(u->name, name, sizeof(u->name) - 1);
	snprintf(u->name, sizeof(u->name), "%s", name);
	ops->strcpy(u->name, name);
}
