#define CDROM_PACKET_SIZE	12
struct request_sense { unsigned char data[8]; };
