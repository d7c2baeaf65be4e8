/* Each branch of a top-level #if chain is whole items (declarations, a
 * function): every branch is read, as spatch reads them. */
#include <string.h>

struct node { char name[32]; int id; };

#if defined(CONFIG_FIRMWARE)
static int next_id;

static char *node_name(struct node *n, const char *src)
{
	n->id = next_id++;
	return firmware_name(n);
}
#elif defined(CONFIG_LEGACY)
static char *node_name(struct node *n, const char *src)
{
	strcpy(n->name, "legacy");
	return n->name;
}
#else
static inline void note_id(struct node *n) { }

static char *node_name(struct node *n, const char *src)
{
	note_id(n);
	strcpy(n->name, src);
	return n->name;
}
#endif

void set_name(struct node *n, const char *src)
{
	strcpy(n->name, src);
}
