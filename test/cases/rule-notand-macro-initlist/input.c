/* A braced initializer that is a macro use, inside a designated
 * initializer (drivers/tty/tty_io.c: `.c_cc = INIT_C_CC`).  The file has a
 * notand candidate so that it is parsed.  cfix must not crash. */
struct termios {
	unsigned char c_cc[4];
	unsigned int c_flag;
};
#define INIT_C_CC { [0] = 'C' - 0x40, [3] = 1 }

struct termios std_termios = {
	.c_cc = INIT_C_CC,
	.c_flag = 1,
};

int stopped(const struct termios *t)
{
	return !t->c_flag & 0x4;
}
