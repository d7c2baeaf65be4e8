typedef unsigned char u8;
typedef unsigned char uint8_t;
u8 f(u8 x)
{
	u8 y = x;
	return (u8)y;
}
