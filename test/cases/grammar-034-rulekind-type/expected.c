typedef unsigned char u8;
typedef unsigned char uint8_t;
uint8_t f(uint8_t x)
{
	uint8_t y = x;
	return (uint8_t)y;
}
