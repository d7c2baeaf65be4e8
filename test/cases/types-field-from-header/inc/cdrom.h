#ifndef	_LINUX_CDROM_H
#define	_LINUX_CDROM_H

#include "cdrom_sizes.h"

struct packet_command
{
	unsigned char 		cmd[CDROM_PACKET_SIZE];
	unsigned char 		*buffer;
	unsigned int 		buflen;
	struct request_sense	*sense, stash[2];
	void			*reserved[1];
};

#endif
