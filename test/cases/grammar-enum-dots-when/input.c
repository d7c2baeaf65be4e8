enum colour { A, B, C };
enum shade { A2, Z2, C };
