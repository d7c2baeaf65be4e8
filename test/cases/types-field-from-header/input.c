#include <string.h>
#include <cdrom.h>

void init_cdrom_command(struct packet_command *cgc, void *buf)
{
	memset(cgc->cmd, 0, sizeof(cgc->cmd));
	memset(cgc->reserved, 0, sizeof(cgc->reserved));
	memset(cgc->stash[1].data, 0, sizeof(cgc->stash[1].data));
	memcpy(cgc->sense->data, buf, sizeof(cgc->sense->data));
	memset(cgc->buffer, 0, sizeof(cgc->buffer));
}
